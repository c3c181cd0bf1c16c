"""Monitors the world calls after each simulate() with the energies."""


class EnergyMonitor:
    def __init__(self):
        self.history = []

    def __call__(self, kinetic, potential):
        self.history.append(float(kinetic + potential))
        print(f"energy {self.history[-1]:.3f}")
