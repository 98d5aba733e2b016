// Wrong: asks about 3 before asking about both, so 15 and 30 say only "Soup".
for table in 1...30 {
  if table % 3 == 0 {
    print("Soup")
  } else if table % 5 == 0 {
    print("Salad")
  } else if table % 15 == 0 {
    print("Soup and Salad")
  } else {
    print(table)
  }
}
