let score = 87
switch score {
case 90...100:
  print("A")
case 80..<90:
  print("B")
  print("close to A")
case 70..<80:
  print("C")
default:
  print("F")
}
let point = (2, 0)
switch point {
case (0, 0):
  print("origin")
case (let x, 0) where x > 0:
  print("positive x axis at \(x)")
case (_, 0):
  print("x axis")
default:
  break
}
let ch: Character = "e"
switch ch {
case "a", "e", "i",
     "o", "u":
  print("vowel")
default:
  print("consonant")
}
