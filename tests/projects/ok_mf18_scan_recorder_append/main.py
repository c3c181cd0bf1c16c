import jax.numpy as jnp

from sim.oscillator import run
from sim.recorder import Recorder


def main():
    recorder = Recorder()
    run(jnp.ones(3), jnp.zeros(3), recorder, 20)
    return recorder.summary()


if __name__ == "__main__":
    print(main())
