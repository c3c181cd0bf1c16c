import math


def cube_root_of_two(x):
    return x**3 - 2.0


def kepler(e, mean_anomaly):
    def residual(E):
        return E - e * math.sin(E) - mean_anomaly  # expect: JAX501

    return residual
