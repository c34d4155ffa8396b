print("solver-json")
