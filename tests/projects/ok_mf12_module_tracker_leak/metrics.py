class Tracker:
    def __init__(self):
        self.values = []

    def record(self, x):
        return x


TRACKER = Tracker()
