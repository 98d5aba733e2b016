import Foundation
let epoch = Date(timeIntervalSince1970: 0)
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd HH:mm"
print(formatter.string(from: epoch))
let later = epoch.addingTimeInterval(86_400 * 365)
print(formatter.string(from: later))
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let parts = calendar.dateComponents([.year, .month, .day], from: later)
print(parts.year!, parts.month!, parts.day!)
let iso = ISO8601DateFormatter()
print(iso.string(from: epoch))
print(later.timeIntervalSince(epoch) / 86_400)
