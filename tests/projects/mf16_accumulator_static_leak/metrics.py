class MeanAccumulator:
    def __init__(self):
        self.values = []

    def add(self, value):
        self.values.append(value)  # expect: JAX301

    def result(self):
        return sum(self.values) / len(self.values)
