"""Epoch-end hooks."""


class History:
    def __init__(self):
        self.losses = []

    def __call__(self, epoch, loss):
        self.losses.append(float(loss))
        return False


class EarlyStop:
    def __init__(self, patience):
        self.patience, self.best, self.bad = patience, float("inf"), 0

    def __call__(self, epoch, loss):
        if float(loss) < self.best:
            self.best, self.bad = float(loss), 0
        else:
            self.bad += 1
        return self.bad >= self.patience
