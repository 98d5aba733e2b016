var environment = "development"
let maximumNumberOfLoginAttempts: Int
if environment == "development" {
    maximumNumberOfLoginAttempts = 100
} else {
    maximumNumberOfLoginAttempts = 10
}
print(maximumNumberOfLoginAttempts)
