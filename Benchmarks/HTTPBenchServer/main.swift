print("not built yet")
