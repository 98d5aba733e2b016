let roll = Int.random(in: 1...1_000_000)
let firstLook = roll
print(roll == firstLook)
var rng = SystemRandomNumberGenerator()
let deck = (1...52).shuffled(using: &rng)
let top = deck[0]
print(deck.count, deck.contains(top))
print(deck[0] == top, roll == firstLook)
let coin = Bool.random()
print(coin == coin)
