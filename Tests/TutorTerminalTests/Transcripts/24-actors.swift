actor BankAccount {
  private(set) var balance = 0
  func deposit(_ amount: Int) { balance += amount }
  func withdraw(_ amount: Int) -> Bool {
    guard balance >= amount else { return false }
    balance -= amount
    return true
  }
}
let account = BankAccount()
await account.deposit(100)
let ok = await account.withdraw(30)
print(ok)
print(await account.balance)
let tooMuch = await account.withdraw(500)
print(tooMuch, await account.balance)
@MainActor
final class ViewModel {
  var title = "start"
  func update() { title = "updated" }
}
let model = ViewModel()
model.update()
print(model.title)
