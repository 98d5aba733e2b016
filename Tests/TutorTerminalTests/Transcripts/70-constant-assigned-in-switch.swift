let someCharacter: Character = "z"
let kind: String
print("classifying", someCharacter)
switch someCharacter {
case "a", "e", "i", "o", "u":
    kind = "vowel"
default:
    kind = "consonant"
}
print(someCharacter, "is a", kind)
