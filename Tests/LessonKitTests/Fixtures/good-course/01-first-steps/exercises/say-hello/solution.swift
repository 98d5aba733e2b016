print("Hello, Swift!")
