let name = "Taylor"
let age = 30
let card = """
  Name: \(name)
  Age: \(age)
  Next year: \(age + 1)
  """
print(card)
let poem = """
Roses are red,
  "Violets" are blue,
\(name.uppercased()) writes \
Swift
"""
print(poem)
let raw = #"A "quoted" \(name) stays"#
print(raw)
let rawMulti = #"""
  Path: C:\Users\#(name)
  """#
print(rawMulti)
