// checks for doubled(_:)
