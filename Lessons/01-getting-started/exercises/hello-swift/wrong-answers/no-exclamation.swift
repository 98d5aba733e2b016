// Wrong: the greeting without its exclamation mark.
print("Hello, Swift")
print("I am learning with swift-tutor.")
