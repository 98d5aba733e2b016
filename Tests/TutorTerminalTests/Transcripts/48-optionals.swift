let possibleNumber = "123"
let convertedNumber = Int(possibleNumber)
if let actualNumber = Int(possibleNumber) {
  print("The string \"\(possibleNumber)\" has an integer value of \(actualNumber)")
} else {
  print("not a number")
}
var serverResponseCode: Int? = 404
serverResponseCode = nil
print(serverResponseCode ?? 0)
let name: String? = nil
guard let unwrapped = convertedNumber else { fatalError() }
print(unwrapped + 1)
struct Residence { var rooms = 1; var address: String? }
struct Person { var residence: Residence? }
let john = Person(residence: Residence())
print(john.residence?.address?.count ?? -1)
print(john.residence?.rooms as Any)
if let name { print(name) } else { print("no name") }
