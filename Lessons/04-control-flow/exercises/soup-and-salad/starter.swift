// TODO: print 1 through 30, with "Soup", "Salad" or "Soup and Salad" for the multiples
for table in 1...30 {
  print(table)
}
