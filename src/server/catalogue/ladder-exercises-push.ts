// Exercises added for the skill ladders (src/server/catalogue/skill-ladders.ts), push side.
// Like every built-in exercise: instructions, form tips and a demonstration (docs/demos.md).
// Holds carry a duration and a 'Hold' tempo; the ladder's standards (3 × seconds for holds,
// 3 × reps for the moving exercises) match what each exercise is.
import type { BuiltinExercise } from './types'

const planches: BuiltinExercise[] = [
  {
    key: 'advanced-tuck-planche',
    name: 'Advanced Tuck Planche',
    description:
      'The tuck planche with a flat back and the hips pushed back level with the shoulders: a much longer lever on the same straight arms.',
    category: 'push',
    bodyPart: 'upper',
    equipment: 'parallettes or floor',
    difficulty: 'advanced',
    instructions:
      'Start in a tuck planche with straight arms and the shoulders leaning ahead of the hands. Open the hips until the back is flat and the knees sit under the hips instead of at the chest. Keep the hips at shoulder height and hold without bending the elbows.',
    icon: 'push',
    variations: 3,
    targetMuscles: 'Front shoulders, serratus, chest, biceps, lower back, core',
    tempo: 'Hold',
    restTime: '2 minutes',
    reps: '10 seconds',
    duration: 10,
    correctFormTips: [
      'Back flat from the hips to the shoulders',
      'Arms locked and shoulders ahead of the hands',
      'Hips level with the shoulders',
    ],
    incorrectFormTips: [
      'Rounding back into a tuck to make it easier',
      'Bending the elbows to find balance',
      'Hips sinking below the shoulders',
    ],
    progressionTips:
      'Open the knees away from the body a little more each week, then train the straddle planche.',
    regressionTips: 'Return to the tuck planche, or hold the advanced tuck with the toes on a box.',
  },
  {
    key: 'straddle-planche',
    name: 'Straddle Planche',
    description:
      'A horizontal body balanced on straight arms with the legs straight and wide apart, the last step before the full planche.',
    category: 'push',
    bodyPart: 'upper',
    equipment: 'parallettes or floor',
    difficulty: 'advanced',
    instructions:
      'From an advanced tuck planche, lean the shoulders further past the hands. Extend the legs straight back and open them wide, squeezing the glutes and pointing the toes. Hold the whole body level, just above the hands, with the arms locked.',
    icon: 'push',
    variations: 3,
    targetMuscles: 'Front shoulders, serratus, chest, biceps, glutes, lower back, core',
    tempo: 'Hold',
    restTime: '2 minutes',
    reps: '5 seconds',
    duration: 5,
    correctFormTips: [
      'Legs straight, wide and level with the hips',
      'Shoulders well in front of the hands',
      'Body one flat line, not piked or arched',
    ],
    incorrectFormTips: [
      'Hips piking up above the shoulders',
      'Legs dropping toward the floor',
      'Elbows bending under the load',
    ],
    progressionTips: 'Bring the legs closer together over weeks until they meet in a full planche.',
    regressionTips:
      'Train the advanced tuck planche, or a half-lay with the knees bent and straddled.',
  },
  {
    key: 'planche',
    name: 'Full Planche',
    description:
      'The whole body held horizontal above the floor on two straight arms, legs together: one of the hardest static skills in calisthenics.',
    category: 'push',
    bodyPart: 'upper',
    equipment: 'parallettes or floor',
    difficulty: 'advanced',
    instructions:
      'Set the hands on parallettes or the floor and lean far forward until the shoulders are well past the wrists. Lift the legs straight behind you with the feet together, pushing the floor away and tucking the pelvis. Hold the body flat and level, just above the hands, with the arms locked.',
    icon: 'push',
    variations: 2,
    targetMuscles: 'Front shoulders, serratus, chest, biceps, wrists, glutes, core',
    tempo: 'Hold',
    restTime: '3 minutes',
    reps: '3 seconds',
    duration: 3,
    correctFormTips: [
      'Arms straight with the elbows locked',
      'Feet together at the height of the hips',
      'Upper back pushed away from the floor',
    ],
    incorrectFormTips: [
      'Lower back arching so the legs hang low',
      'Bent arms turning it into a push-up hold',
      'Holding only with a lean that is too small',
    ],
    progressionTips: 'Hold longer, then add planche push-ups.',
    regressionTips: 'Go back to the straddle planche, or hold the full planche with a band.',
  },
]

const handstands: BuiltinExercise[] = [
  {
    key: 'wall-plank',
    name: 'Wall Plank',
    description:
      'A straight-body hold on the hands with the feet up on a wall, the first step of being upside down with the weight on the shoulders.',
    category: 'balance',
    bodyPart: 'upper',
    equipment: 'wall',
    difficulty: 'beginner',
    instructions:
      'Start in a plank with the feet at the base of a wall. Walk the feet up the wall and the hands a few steps in until the body slopes down toward the hands at about 45°. Keep the arms straight, push the floor away and hold the body in one straight line.',
    icon: 'balance',
    variations: 2,
    targetMuscles: 'Shoulders, triceps, upper back, core',
    tempo: 'Hold',
    restTime: '45 seconds',
    reps: '30 seconds',
    duration: 30,
    correctFormTips: [
      'Arms locked and shoulders pushed away from the floor',
      'Body in one line from the hands to the feet',
      'Gaze at the floor between the hands',
    ],
    incorrectFormTips: [
      'Lower back sagging toward the floor',
      'Shoulders sinking toward the floor',
      'Walking so high you cannot get down with control',
    ],
    progressionTips: 'Walk the feet higher and the hands closer, then hold the wall handstand.',
    regressionTips: 'Hold a plank with the feet on a box, or a pike with the feet on a bench.',
  },
  {
    key: 'handstand-kick-ups',
    name: 'Handstand Kick-ups',
    description:
      'Kicking up from a lunge into a balanced handstand with just enough force, the entry into every freestanding handstand.',
    category: 'balance',
    bodyPart: 'full',
    equipment: 'none',
    difficulty: 'intermediate',
    instructions:
      'Stand in a lunge with the arms overhead. Reach the hands to the floor shoulder-width apart while the back leg swings up and the front leg pushes off. Bring the legs together over the hands and hold the balance for a moment, then step back down the way you came.',
    icon: 'balance',
    variations: 3,
    targetMuscles: 'Shoulders, triceps, wrists, core, hip flexors',
    tempo: 'Controlled',
    restTime: '60 seconds',
    reps: '5',
    correctFormTips: [
      'Arms straight from the moment the hands land',
      'Kick with the straight back leg, push off gently with the front',
      'Hips stacked over the shoulders before the legs join',
    ],
    incorrectFormTips: [
      'Bending the elbows as the weight arrives',
      'Kicking so hard you fall over the top',
      'Hands landing far from the front foot',
    ],
    progressionTips:
      'Kick up to a held balance of several seconds, then train the freestanding handstand.',
    regressionTips: 'Kick up to a wall first, or practise half kick-ups that only touch the top.',
  },
  {
    key: 'freestanding-handstand-push-ups',
    name: 'Freestanding Handstand Push-ups',
    description:
      'Lowering the head to the floor and pressing back up while balancing in a handstand, with no wall behind you.',
    category: 'push',
    bodyPart: 'upper',
    equipment: 'none',
    difficulty: 'advanced',
    instructions:
      'Kick up into a freestanding handstand with the hands shoulder-width apart. Bend the elbows slowly, letting the legs tip slightly behind to counter the head going forward, until the head nearly touches the floor. Press back up to straight arms and find the balance again before the next rep.',
    icon: 'push',
    variations: 3,
    targetMuscles: 'Shoulders, triceps, upper chest, trapezius, core',
    tempo: '3-0-1-0',
    restTime: '2 minutes',
    reps: '3',
    correctFormTips: [
      'Slow lowering with the balance kept',
      'Head travels to a point in front of the hands',
      'Full lockout at the top of every rep',
    ],
    incorrectFormTips: [
      'Arching hard into a banana to balance',
      'Elbows flaring wide to the sides',
      'Dropping onto the head at the bottom',
    ],
    progressionTips: 'Add reps, then do them on parallettes for a deeper range.',
    regressionTips:
      'Do wall handstand push-ups, or freestanding handstand push-ups with a short range.',
  },
]

const oneArmPushUps: BuiltinExercise[] = [
  {
    key: 'incline-one-arm-push-ups',
    name: 'Incline One-arm Push-ups',
    description:
      'A one-arm push-up with the hand on a bench or box, which takes part of the weight off so the full movement can be learned.',
    category: 'push',
    bodyPart: 'upper',
    equipment: 'box or bench',
    difficulty: 'intermediate',
    instructions:
      'Place one hand on the edge of a bench or box under the chest and the other hand behind the back. Step the feet wider than the hips and set the body in one line. Lower the chest to the edge with the elbow close to the side, then press back up without twisting.',
    icon: 'push',
    variations: 3,
    targetMuscles: 'Chest, triceps, front shoulders, obliques',
    tempo: '2-0-1-0',
    restTime: '90 seconds',
    reps: '5 per side',
    correctFormTips: [
      'Hips and shoulders stay square to the bench',
      'Elbow tucked close to the body',
      'Chest comes all the way down to the edge',
    ],
    incorrectFormTips: [
      'Rotating the chest open to push',
      'Hips piking up to shorten the lever',
      'Half reps that stop high',
    ],
    progressionTips: 'Use a lower bench each week until the floor, then one-arm push-ups.',
    regressionTips: 'Use a higher surface such as a table or a wall, or return to archer push-ups.',
  },
  {
    key: 'one-arm-push-ups',
    name: 'One-arm Push-ups',
    description:
      'A full push-up on a single arm with the feet wide: strength of the chest and triceps with the whole trunk resisting the twist.',
    category: 'push',
    bodyPart: 'upper',
    equipment: 'none',
    difficulty: 'advanced',
    instructions:
      'Set one hand under the chest and the other behind the back, with the feet wider than the hips. Brace the body so the hips stay level. Lower the chest toward the floor with the elbow close to the side, then press back up to a straight arm.',
    icon: 'push',
    variations: 3,
    targetMuscles: 'Chest, triceps, front shoulders, obliques, core',
    tempo: '3-0-1-0',
    restTime: '2 minutes',
    reps: '3 per side',
    correctFormTips: [
      'Feet wide for a stable base',
      'Hips level and square to the floor',
      'Chest a fist above the floor at the bottom',
    ],
    incorrectFormTips: [
      'Hips piking up as the arm bends',
      'Twisting the chest open to push',
      'Stopping halfway down',
    ],
    progressionTips: 'Bring the feet closer together, then add slow negatives or a pause.',
    regressionTips: 'Go back to incline one-arm push-ups or archer push-ups.',
  },
]

const balances: BuiltinExercise[] = [
  {
    key: 'tuck-elbow-lever',
    name: 'Tuck Elbow Lever',
    description:
      'The elbow lever with the knees tucked in: the body balanced on the hands with the elbows braced into the hips, on a short lever.',
    category: 'balance',
    bodyPart: 'full',
    equipment: 'none',
    difficulty: 'beginner',
    instructions:
      'Kneel and place the hands together on the floor with the fingers turned out or back. Brace both elbows into the sides of the lower abdomen and lean forward. Lift the feet with the knees pulled in and hold the trunk level, balanced on the hands.',
    icon: 'balance',
    variations: 2,
    targetMuscles: 'Wrists, forearms, shoulders, core',
    tempo: 'Hold',
    restTime: '45 seconds',
    reps: '15 seconds',
    duration: 15,
    correctFormTips: [
      'Elbows fixed into the hips',
      'Trunk level with the floor',
      'Small weight shifts through the fingers to balance',
    ],
    incorrectFormTips: [
      'Head dropping toward the floor',
      'Elbows sliding apart',
      'Hips high with the trunk tipped down',
    ],
    progressionTips: 'Extend one leg, then both legs into the full elbow lever.',
    regressionTips: 'Keep the toes lightly on the floor, or train the frog stand.',
  },
  {
    key: 'tuck-headstand',
    name: 'Tuck Headstand',
    description:
      'The tripod headstand with the knees tucked: the hips stacked over the head and the feet off the floor, without the long lever of straight legs.',
    category: 'balance',
    bodyPart: 'full',
    equipment: 'mat',
    difficulty: 'beginner',
    instructions:
      'Place the hands and the top of the head on a mat in a triangle, the head in front of the hands. Walk the feet in until the hips are above the head. Lift the feet with the knees tucked to the chest and hold, pressing through the hands.',
    icon: 'balance',
    variations: 2,
    targetMuscles: 'Shoulders, triceps, core, neck stabilisers',
    tempo: 'Hold',
    restTime: '45 seconds',
    reps: '20 seconds',
    duration: 20,
    correctFormTips: [
      'Hips stacked over the head before the feet leave the floor',
      'Head and hands form a wide triangle',
      'Weight pressed through the hands, not only the head',
    ],
    incorrectFormTips: [
      'Jumping the feet up and rolling over',
      'Hips behind the head so the balance is lost',
      'Elbows splaying out to the sides',
    ],
    progressionTips: 'Lift the knees slowly to vertical for the tripod headstand.',
    regressionTips: 'Rest the knees on the elbows first, or keep one toe on the floor.',
  },
  {
    key: 'straddle-l-sit',
    name: 'Straddle L-sit',
    description:
      'An L-sit with the straight legs wide apart, outside the hands: less hip flexor load at the same height and the way toward the V-sit and manna.',
    category: 'core',
    bodyPart: 'core',
    equipment: 'parallettes or floor',
    difficulty: 'advanced',
    instructions:
      'Sit with the legs straight and wide and the hands on the floor or parallettes between the thighs. Lock the arms, push the shoulders down and lean the chest slightly forward. Lift the seat and the legs off the floor and hold the legs straight, wide and level.',
    icon: 'core',
    variations: 3,
    targetMuscles: 'Hip flexors, abdominals, triceps, lower trapezius, adductors',
    tempo: 'Hold',
    restTime: '90 seconds',
    reps: '15 seconds',
    duration: 15,
    correctFormTips: [
      'Knees locked and toes pointed',
      'Shoulders pushed down, chest forward',
      'Legs at or above the height of the hips',
    ],
    incorrectFormTips: [
      'Heels dragging along the floor',
      'Knees bending to lift the feet',
      'Shoulders shrugged up to the ears',
    ],
    progressionTips: 'Lift the legs higher each week toward the V-sit.',
    regressionTips: 'Hold a tuck L-sit, or lift one leg at a time.',
  },
  {
    key: 'v-sit-hold',
    name: 'V-sit Hold',
    description:
      'A support on straight arms with the straight legs raised well above horizontal, the body folded into a V.',
    category: 'core',
    bodyPart: 'core',
    equipment: 'parallettes or floor',
    difficulty: 'advanced',
    instructions:
      'Press up into an L-sit with locked arms. Lean the shoulders back a little behind the hands and pull the straight legs up toward the face. Hold with the legs high, the seat just off the floor and the shoulders pushed down.',
    icon: 'core',
    variations: 3,
    targetMuscles: 'Hip flexors, abdominals, triceps, rear shoulders, hamstring flexibility',
    tempo: 'Hold',
    restTime: '2 minutes',
    reps: '5 seconds',
    duration: 5,
    correctFormTips: [
      'Legs straight and well above horizontal',
      'Arms locked and shoulders pushed down',
      'Hips tucked under, no lean forward',
    ],
    incorrectFormTips: [
      'Knees bending to lift the legs higher',
      'Legs sinking back to an L',
      'Elbows bending as the hips move back',
    ],
    progressionTips: 'Lift the legs higher over weeks and hold longer, then work toward the manna.',
    regressionTips: 'Hold the straddle L-sit or a higher L-sit.',
  },
  {
    key: 'manna',
    name: 'Manna',
    description:
      'Supported on straight arms with the hands behind the hips, the hips pushed forward and up and the straight legs raised above the torso: a rare skill of shoulder mobility and compression.',
    category: 'core',
    bodyPart: 'core',
    equipment: 'parallettes or floor',
    difficulty: 'advanced',
    instructions:
      'Sit with the legs straight and the hands on the floor or parallettes behind the hips, fingers pointing back. Lock the arms, open the chest and push the hips forward and up, away from the hands, as the shoulders extend behind the body. Pull the straight legs up toward the face and hold with the legs above the torso.',
    icon: 'core',
    variations: 2,
    targetMuscles: 'Rear shoulders, triceps, hip flexors, abdominals, chest flexibility',
    tempo: 'Hold',
    restTime: '3 minutes',
    reps: '3 seconds',
    duration: 3,
    correctFormTips: [
      'Hands behind the hips, hips pushed forward and up',
      'Arms locked with the shoulders extended back',
      'Legs straight and raised above the torso',
    ],
    incorrectFormTips: [
      'Hips sagging down toward the floor',
      'Bending the arms to lift the hips',
      'Shoulders shrugged up by the ears',
    ],
    progressionTips: 'Hold longer with the legs higher, or train the manna on the floor.',
    regressionTips: 'Train the V-sit, shoulder extension stretches and the German hang.',
  },
]

export const ladderPushExercises: BuiltinExercise[] = [
  ...planches,
  ...handstands,
  ...oneArmPushUps,
  ...balances,
]
