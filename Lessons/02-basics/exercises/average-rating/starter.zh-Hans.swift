func averageRating(total: Int, count: Int) -> Double {
  // TODO: 用 total 除以 count，不要丢掉小数部分
  return 0
}
