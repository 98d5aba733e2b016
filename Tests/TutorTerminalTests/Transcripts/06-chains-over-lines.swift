let numbers = [5, 3, 8, 1, 9, 2]
let result = numbers
  .filter { $0 % 2 == 1 }
  .map { $0 * 10 }
  .sorted()
print(result)
let total = numbers.reduce(0) { partial, next in
  partial + next
}
print(total)
let words = ["apple", "Banana", "cherry"]
let shout = words
  .map { word in
    word.uppercased()
  }
  .joined(separator: ", ")
print(shout)
