struct Wallet { var coins: Int }
var wallet = Wallet(coins: 10)
func spend(_ n: Int) {
  guard wallet.coins >= n else { fatalError("not enough coins") }
  wallet.coins -= n
}
spend(4)
print(wallet.coins)
spend(100) // crashes
print(wallet.coins)
spend(1)
print(wallet.coins)
