func distinctShapes(_ shapes: [NamedShape]) -> [NamedShape] {
  // TODO: 去掉重复出现的对象（用 ===），每个对象保留第一次出现的那个
  shapes
}

func addPrefix(_ prefix: String, to shapes: [NamedShape]) {
  // TODO: 在每个对象的名字前加上 `prefix`，每个对象只加一次
}
