class SGD:
    def __init__(self, schedule):
        self.schedule = schedule

    def update(self, params, grads, step):
        lr = self.schedule(step)
        return params - lr * grads
