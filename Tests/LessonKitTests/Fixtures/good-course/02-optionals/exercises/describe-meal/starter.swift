import MealKit
