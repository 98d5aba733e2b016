enum VendingMachineError: Error {
  case invalidSelection
  case insufficientFunds(coinsNeeded: Int)
  case outOfStock
}
func vend(_ name: String, coins: Int) throws -> String {
  guard name != "gum" else { throw VendingMachineError.outOfStock }
  guard coins >= 5 else {
    throw VendingMachineError.insufficientFunds(coinsNeeded: 5 - coins)
  }
  return "Here is your \(name)"
}
do {
  print(try vend("chips", coins: 10))
  print(try vend("candy", coins: 2))
} catch VendingMachineError.insufficientFunds(let needed) {
  print("Insufficient funds. Please insert \(needed) more coins.")
} catch {
  print("Unexpected error: \(error).")
}
let maybe = try? vend("gum", coins: 10)
print(maybe ?? "nothing")
do {
  _ = try vend("gum", coins: 1)
}
catch VendingMachineError.outOfStock {
  print("out of stock")
}
catch {
  print("other")
}
