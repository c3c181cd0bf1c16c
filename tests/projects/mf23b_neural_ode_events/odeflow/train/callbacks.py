class History:
    def __init__(self):
        self.losses = []

    def on_step(self, step, loss):
        self.losses.append(float(loss))
        return False


class EarlyStopping:
    def __init__(self, patience=10, min_delta=1e-4):
        self.patience, self.min_delta, self.best, self.wait = patience, min_delta, float("inf"), 0

    def on_step(self, step, loss):
        if float(loss) < self.best - self.min_delta:
            self.best, self.wait = float(loss), 0
        else:
            self.wait += 1
        return self.wait >= self.patience
