// Wrong: one print with both lines joined by a space, not two lines.
print("Hello, Swift! I am learning with swift-tutor.")
