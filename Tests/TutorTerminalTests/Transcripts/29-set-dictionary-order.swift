var scores = ["Ana": 90, "Bo": 72, "Cy": 85, "Di": 60, "Ed": 77]
print(scores)
scores["Fay"] = 99
print(scores)
for (name, score) in scores {
  print(name, score)
}
let letters: Set<Character> = ["a", "b", "c", "d", "e", "f"]
print(letters)
let vowels: Set<Character> = ["a", "e", "i"]
print(letters.intersection(vowels).sorted())
print(letters.subtracting(vowels))
print(scores.keys.sorted(), scores.values.sorted())
let grouped = Dictionary(grouping: ["apple", "avocado", "banana", "cherry"], by: { $0.first! })
print(grouped.keys.sorted())
print(grouped)
