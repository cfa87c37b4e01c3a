print("specimen")
