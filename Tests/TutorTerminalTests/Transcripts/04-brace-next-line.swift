struct Counter
{
  var count = 0
  mutating func increment()
  {
    count += 1
  }
}
var counter = Counter()
counter.increment()
counter.increment()
print(counter.count)
if counter.count > 1
{
  print("more than one")
}
else
{
  print("one or less")
}
