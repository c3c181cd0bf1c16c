from sim.loops import relax
