enum Barcode {
  case upc(Int, Int, Int, Int)
  case qrCode(String)
}
var product = Barcode.upc(8, 85909, 51226, 3)
product = .qrCode("ABCDEFGHIJKLMNOP")
switch product {
case let .upc(numberSystem, manufacturer, item, check):
  print("UPC: \(numberSystem), \(manufacturer), \(item), \(check).")
case let .qrCode(code):
  print("QR code: \(code).")
}
if case .qrCode(let code) = product {
  print(code.count)
}
