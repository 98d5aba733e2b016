@propertyWrapper
struct Clamped {
  private var value: Int
  let range: ClosedRange<Int>
  init(wrappedValue: Int, _ range: ClosedRange<Int>) {
    self.range = range
    value = min(max(wrappedValue, range.lowerBound), range.upperBound)
  }
  var wrappedValue: Int {
    get { value }
    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
  }
}
struct Speaker {
  @Clamped(0...10) var volume = 5
}
var speaker = Speaker()
speaker.volume = 42
print(speaker.volume)
speaker.volume = -3
print(speaker.volume)
