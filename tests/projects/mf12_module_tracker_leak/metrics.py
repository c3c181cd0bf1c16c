class Tracker:
    def __init__(self):
        self.values = []

    def record(self, x):
        self.values.append(x)  # expect: JAX301
        return x


TRACKER = Tracker()
