// Print the greeting here.
