var total = 0
outer: for i in 1...5 {
  for j in 1...5 {
    if j > i { continue outer }
    if i * j > 12 { break outer }
    total += i * j
  }
}
print(total)
var n = 27
var steps = 0
while n != 1 {
  n = n % 2 == 0 ? n / 2 : 3 * n + 1
  steps += 1
}
print(steps)
var countdown = 3
repeat {
  print(countdown)
  countdown -= 1
} while countdown > 0
for (i, c) in "abc".enumerated() where i != 1 {
  print(i, c)
}
