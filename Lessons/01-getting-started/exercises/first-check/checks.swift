import TutorChecks

let checks = Checks {
  check("welcome(\"Ada\") is \"Welcome, Ada!\"", zh: "welcome(\"Ada\") 返回 \"Welcome, Ada!\"") {
    observe(welcome("Ada") as String, "welcome(\"Ada\")")
  }
  check(
    "the name is used exactly as given, with its capital letters",
    zh: "名字原样使用，大小写不变"
  ) {
    observe(welcome("swift") as String, "welcome(\"swift\")")
    observe(welcome("SWIFT") as String, "welcome(\"SWIFT\")")
  }
  check("a name with a space keeps the space", zh: "名字中间的空格要保留") {
    observe(welcome("Grace Hopper") as String, "welcome(\"Grace Hopper\")")
  }
  check("an empty name still gets the greeting around it", zh: "名字为空时，问候语的前后部分照样要有") {
    observe(welcome("") as String, "welcome(\"\")")
  }
  check("names in other scripts work too", zh: "中文等非英文的名字也能用") {
    observe(welcome("小明") as String, "welcome(\"小明\")")
  }
  check("every call uses its own name", zh: "每次调用都使用传给它的名字") {
    let names = ["Tim", "Chris", "Meal Tracker", "x"]
    observe(names.map { welcome($0) } as [String], "\(names.probeText).map { welcome($0) }")
  }
  check("random names", zh: "随机生成的名字") {
    for _ in 0..<20 {
      let name = Draw.string(length: 0...12, from: "abcXYZ -'!,éß小明")
      observe(welcome(name) as String, "welcome(\(name.probeText))")
    }
  }
}
