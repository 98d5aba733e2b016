print("Hello, Swift!")
print("I am learning with swift-tutor.")
