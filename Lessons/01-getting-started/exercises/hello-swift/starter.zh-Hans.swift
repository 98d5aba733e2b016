// TODO: 原样打印题目里的那两行文字。
print("Hello, world")
