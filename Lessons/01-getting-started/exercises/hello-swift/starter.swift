// TODO: print the two lines from the task, exactly as written there.
print("Hello, world")
