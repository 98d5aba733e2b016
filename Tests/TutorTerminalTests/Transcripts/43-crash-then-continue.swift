var visits = 3
print("starting")
visits += 1
let items = [1, 2, 3]
print(items[10]) // crashes
print(visits)
visits += 1
print(visits, items)
