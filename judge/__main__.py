from judge.start import main

main()
