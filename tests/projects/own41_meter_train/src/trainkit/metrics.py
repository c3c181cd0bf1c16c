class RunningMean:
    """Average of a scalar over a run."""

    def __init__(self):
        self.total = 0.0
        self.count = 0

    def update(self, value):
        self.total += float(value)  # expect: JAX105
        self.count += 1

    def result(self):
        return self.total / max(self.count, 1)
