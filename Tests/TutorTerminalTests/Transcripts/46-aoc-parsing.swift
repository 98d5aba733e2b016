let input = """
1abc2
pqr3stu8vwx
a1b2c3d4e5f
treb7uchet
"""
let lines = input.split(separator: "\n")
print(lines.count)
func calibration(_ line: Substring) -> Int {
  let digits = line.compactMap { $0.wholeNumberValue }
  return digits.first! * 10 + digits.last!
}
let values = lines.map(calibration)
print(values)
print(values.reduce(0, +))
var counts: [Character: Int] = [:]
for ch in input where ch.isLetter {
  counts[ch, default: 0] += 1
}
print(counts.filter { $0.value > 2 }.keys.sorted())
