"""Called after each applied control with the new state, the control and the plan's cost."""


class TrajectoryLogger:
    def __init__(self):
        self.states, self.costs = [], []

    def __call__(self, x, u, cost):
        self.states.append(x)
        self.costs.append(float(cost))


class EnergyMonitor:
    def __init__(self, model):
        self.model, self.energies = model, []

    def __call__(self, x, u, cost):
        self.energies.append(float(self.model.energy(x)))
