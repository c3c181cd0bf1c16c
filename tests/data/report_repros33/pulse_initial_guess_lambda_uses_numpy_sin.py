# Thread: https://github.com/Quantum-OCS/QuOCS/issues/44
# Shape: the optimization settings dict gives a pulse's initial guess as a `lambda_function` using `np.sin`; the InitialGuess object built from that dict jits the function, and the AD optimizer's pulse evaluates it on its time grid, so the jitted lambda converts its traced argument with NumPy
# expect: TracerArrayConversionError at line 15
import jax
import jax.numpy as jnp
import numpy as np

settings_AD = {
    "optimization_client_name": "Optimization_AD_Rabi",
    "pulses": [{
        "pulse_name": "Pulse_1",
        "upper_limit": 2.0,
        "lower_limit": -2.0,
        "bins_number": 100,
        "initial_guess": {"function_type": "lambda_function", "lambda_function": lambda t: 0.0 + np.sin(t)},
    }],
    "times": [{"time_name": "time_1", "initial_value": 3.0}],
}


class InitialGuess:
    def __init__(self, guess_dict):
        self.function = jax.jit(guess_dict["lambda_function"])

    def __call__(self, t):
        return self.function(t)


class Pulse:
    def __init__(self, pulse_dict, final_time):
        self.upper_limit = pulse_dict["upper_limit"]
        self.lower_limit = pulse_dict["lower_limit"]
        self.time_grid = jnp.linspace(0.0, final_time, pulse_dict["bins_number"])
        self.initial_guess = InitialGuess(pulse_dict["initial_guess"])

    def get_pulse(self, amplitudes):
        return jnp.clip(self.initial_guess(self.time_grid) + amplitudes, self.lower_limit, self.upper_limit)


class ADOptimizer:
    def __init__(self, settings):
        final_time = settings["times"][0]["initial_value"]
        self.pulses = [Pulse(pulse, final_time) for pulse in settings["pulses"]]
        self.dt = final_time / settings["pulses"][0]["bins_number"]

    def figure_of_merit(self, amplitudes):
        drive = self.pulses[0].get_pulse(amplitudes)
        return jnp.cos(jnp.sum(drive) * self.dt) ** 2

    def run(self, iterations):
        amplitudes = jnp.zeros(self.pulses[0].time_grid.shape)
        value_and_grad = jax.value_and_grad(self.figure_of_merit)
        for _ in range(iterations):
            fom, grad = value_and_grad(amplitudes)
            amplitudes = amplitudes - 0.1 * grad
        return fom


print(ADOptimizer(settings_AD).run(5))
