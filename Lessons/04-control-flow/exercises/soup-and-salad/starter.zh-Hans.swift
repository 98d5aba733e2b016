// TODO: 打印 1 到 30，遇到倍数时换成 "Soup"、"Salad" 或 "Soup and Salad"
for table in 1...30 {
  print(table)
}
