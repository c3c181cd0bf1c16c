"""Callbacks the loop runs after each iteration with its metrics."""


class PrintReturns:
    def __init__(self):
        self.returns = []

    def __call__(self, iteration, metrics):
        self.returns.append(float(metrics["reward"]))
        print(f"iter {iteration}: mean reward {self.returns[-1]:.3f}")
