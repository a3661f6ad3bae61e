import type { Questionnaire } from '@percurso/shared';

/** The quiz of the purging house: three questions on the way from cane to sugar. */
export function buildSugarQuiz(): Questionnaire {
  return {
    enabled: true,
    type: 'Quiz',
    open: true,
    content: {
      pt: 'Três perguntas sobre o caminho da cana até o açúcar. Quantas você acerta?',
      en: 'Three questions on the journey from cane to sugar. How many can you get right?',
      es: 'Tres preguntas sobre el camino de la caña al azúcar. ¿Cuántas acierta?',
      fr: 'Trois questions sur le chemin de la canne au sucre. Combien de bonnes réponses ?',
    },
    feedback: {
      pt: 'Obrigado por jogar! Siga até a balança e descubra como o açúcar era vendido.',
      en: 'Thanks for playing! Head on to the scale and find out how the sugar was sold.',
      es: '¡Gracias por jugar! Siga hasta la balanza y descubra cómo se vendía el azúcar.',
      fr: 'Merci d’avoir joué ! Rendez-vous à la balance pour découvrir comment le sucre était vendu.',
    },
    questions: [
      {
        statement: {
          pt: 'Qual era a função da moenda?',
          en: 'What was the mill for?',
          es: '¿Para qué servía el molino?',
          fr: 'À quoi servait le moulin ?',
        },
        options: [
          {
            content: {
              pt: 'Esmagar a cana para extrair o caldo',
              en: 'Crushing the cane to extract the juice',
              es: 'Triturar la caña para extraer el jugo',
              fr: 'Écraser la canne pour en extraire le jus',
            },
            feedback: {
              pt: 'Isso mesmo! Os três cilindros espremiam a cana até o bagaço sair seco.',
              en: 'That’s right! The three rollers squeezed the cane until the bagasse came out dry.',
              es: '¡Exacto! Los tres cilindros exprimían la caña hasta que el bagazo salía seco.',
              fr: 'Exactement ! Les trois cylindres pressaient la canne jusqu’à ce que la bagasse ressorte sèche.',
            },
          },
          {
            content: {
              pt: 'Torrar os grãos de café',
              en: 'Roasting the coffee beans',
              es: 'Tostar los granos de café',
              fr: 'Torréfier les grains de café',
            },
            feedback: {
              pt: 'Não. O café era torrado em outro aparelho, o torrador, que você verá mais adiante.',
              en: 'No. Coffee was roasted in another device, the roaster, which you will see further on.',
              es: 'No. El café se tostaba en otro aparato, el tostador, que verá más adelante.',
              fr: 'Non. Le café était torréfié dans un autre appareil, le torréfacteur, que vous verrez plus loin.',
            },
          },
          {
            content: {
              pt: 'Secar o açúcar ao sol',
              en: 'Drying the sugar in the sun',
              es: 'Secar el azúcar al sol',
              fr: 'Sécher le sucre au soleil',
            },
            feedback: {
              pt: 'Não. O que secava ao sol era o bagaço, usado depois como combustível.',
              en: 'No. What dried in the sun was the bagasse, later used as fuel.',
              es: 'No. Lo que se secaba al sol era el bagazo, que luego servía de combustible.',
              fr: 'Non. Ce qui séchait au soleil, c’était la bagasse, utilisée ensuite comme combustible.',
            },
          },
        ],
        correctOptionIndex: 0,
      },
      {
        statement: {
          pt: 'Por que as formas ficavam semanas na casa de purgar?',
          en: 'Why did the moulds spend weeks in the purging house?',
          es: '¿Por qué los moldes pasaban semanas en la casa de purga?',
          fr: 'Pourquoi les moules restaient-ils des semaines dans la maison de purge ?',
        },
        options: [
          {
            content: {
              pt: 'Para esperar o navio que levaria o açúcar',
              en: 'To wait for the ship that would carry the sugar',
              es: 'Para esperar el barco que llevaría el azúcar',
              fr: 'Pour attendre le navire qui emporterait le sucre',
            },
            feedback: {
              pt: 'Não. A espera tinha outro motivo: era ali que o açúcar mudava de cor.',
              en: 'No. The wait had another reason: that was where the sugar changed colour.',
              es: 'No. La espera tenía otro motivo: allí el azúcar cambiaba de color.',
              fr: 'Non. L’attente avait une autre raison : c’est là que le sucre changeait de couleur.',
            },
          },
          {
            content: {
              pt: 'Para escorrer o melaço e branquear o açúcar',
              en: 'To drain off the molasses and whiten the sugar',
              es: 'Para escurrir la melaza y blanquear el azúcar',
              fr: 'Pour égoutter la mélasse et blanchir le sucre',
            },
            feedback: {
              pt: 'Correto! A água do barro úmido descia pelo açúcar e levava o melaço embora.',
              en: 'Correct! Water from the wet clay seeped through the sugar and carried the molasses away.',
              es: '¡Correcto! El agua del barro húmedo bajaba por el azúcar y se llevaba la melaza.',
              fr: 'Bonne réponse ! L’eau de l’argile humide traversait le sucre et emportait la mélasse.',
            },
          },
          {
            content: {
              pt: 'Para o açúcar fermentar e virar aguardente',
              en: 'So the sugar would ferment into cane spirit',
              es: 'Para que el azúcar fermentara y se convirtiera en aguardiente',
              fr: 'Pour que le sucre fermente et devienne de l’eau-de-vie',
            },
            feedback: {
              pt: 'Não. A aguardente era feita com a espuma e o melaço, não com o açúcar das formas.',
              en: 'No. Cane spirit was made from the scum and the molasses, not from the sugar in the moulds.',
              es: 'No. El aguardiente se hacía con la espuma y la melaza, no con el azúcar de los moldes.',
              fr: 'Non. L’eau-de-vie était faite avec l’écume et la mélasse, pas avec le sucre des moules.',
            },
          },
          {
            content: {
              pt: 'Para o açúcar esfriar antes de ir aos tachos',
              en: 'To let the sugar cool before going into the pans',
              es: 'Para que el azúcar se enfriara antes de ir a las pailas',
              fr: 'Pour laisser refroidir le sucre avant de passer aux chaudrons',
            },
            feedback: {
              pt: 'Não. A ordem era a inversa: primeiro os tachos, depois as formas e a casa de purgar.',
              en: 'No. It was the other way round: first the pans, then the moulds and the purging house.',
              es: 'No. El orden era el inverso: primero las pailas, después los moldes y la casa de purga.',
              fr: 'Non. C’était l’inverse : d’abord les chaudrons, puis les moules et la maison de purge.',
            },
          },
        ],
        correctOptionIndex: 1,
      },
      {
        statement: {
          pt: 'O que era um pão de açúcar?',
          en: 'What was a sugarloaf?',
          es: '¿Qué era un pan de azúcar?',
          fr: 'Qu’était-ce qu’un pain de sucre ?',
        },
        options: [
          {
            content: {
              pt: 'Um bolo doce servido na casa-grande',
              en: 'A sweet cake served in the big house',
              es: 'Un bizcocho dulce servido en la casa grande',
              fr: 'Un gâteau sucré servi dans la maison de maître',
            },
            feedback: {
              pt: 'Não, apesar do nome! Era o próprio açúcar, em bloco.',
              en: 'No, despite the name! It was the sugar itself, in a block.',
              es: '¡No, a pesar del nombre! Era el propio azúcar, en bloque.',
              fr: 'Non, malgré son nom ! C’était le sucre lui-même, en bloc.',
            },
          },
          {
            content: {
              pt: 'Um bloco cônico de açúcar moldado nas formas de barro',
              en: 'A cone-shaped block of sugar made in the clay moulds',
              es: 'Un bloque cónico de azúcar moldeado en los moldes de barro',
              fr: 'Un bloc conique de sucre moulé dans les moules en terre cuite',
            },
            feedback: {
              pt: 'Acertou! O morro do Pão de Açúcar, no Rio de Janeiro, ganhou esse nome por lembrar esses cones.',
              en: 'Well done! Sugarloaf Mountain in Rio de Janeiro got its name because it looks like these cones.',
              es: '¡Acertó! El Pan de Azúcar de Río de Janeiro recibió ese nombre porque recuerda a estos conos.',
              fr: 'Bravo ! Le Pain de Sucre, à Rio de Janeiro, doit son nom à sa ressemblance avec ces cônes.',
            },
          },
          {
            content: {
              pt: 'Uma medida de peso de cerca de 15 quilos',
              en: 'A unit of weight of about 15 kilos',
              es: 'Una medida de peso de unos 15 kilos',
              fr: 'Une unité de poids d’environ 15 kilos',
            },
            feedback: {
              pt: 'Quase! Essa medida era a arroba. O pão de açúcar era o bloco que saía da forma.',
              en: 'Close! That unit was the arroba. The sugarloaf was the block that came out of the mould.',
              es: '¡Casi! Esa medida era la arroba. El pan de azúcar era el bloque que salía del molde.',
              fr: 'Presque ! Cette unité, c’était l’arroba. Le pain de sucre était le bloc qui sortait du moule.',
            },
          },
        ],
        correctOptionIndex: 1,
      },
    ],
  };
}

/** The poll of the porcelain coffee set: no right answers, only the visitors' tastes. */
export function buildCoffeePoll(): Questionnaire {
  return {
    enabled: true,
    type: 'Enquete',
    open: true,
    content: {
      pt: 'Conte para nós as suas preferências. Não há resposta certa!',
      en: 'Tell us what you like. There are no right answers!',
      es: 'Cuéntenos sus preferencias. ¡No hay respuestas correctas!',
      fr: 'Dites-nous ce que vous préférez. Il n’y a pas de bonne réponse !',
    },
    feedback: {
      pt: 'Obrigado por participar! Suas respostas ajudam o museu a planejar novas atividades.',
      en: 'Thank you for taking part! Your answers help the museum plan new activities.',
      es: '¡Gracias por participar! Sus respuestas ayudan al museo a planificar nuevas actividades.',
      fr: 'Merci de votre participation ! Vos réponses aident le musée à préparer de nouvelles activités.',
    },
    questions: [
      {
        statement: {
          pt: 'Como você prefere o seu café?',
          en: 'How do you like your coffee?',
          es: '¿Cómo prefiere su café?',
          fr: 'Comment aimez-vous votre café ?',
        },
        options: [
          {
            content: { pt: 'Puro, sem açúcar', en: 'Black, no sugar', es: 'Solo, sin azúcar', fr: 'Noir, sans sucre' },
            feedback: {
              pt: 'Como os provadores profissionais, que tomam o café puro para sentir todo o sabor do grão.',
              en: 'Like professional tasters, who drink it black to taste everything the bean has to offer.',
              es: 'Como los catadores profesionales, que lo toman solo para apreciar todo el sabor del grano.',
              fr: 'Comme les dégustateurs professionnels, qui le boivent noir pour apprécier toute la saveur du grain.',
            },
          },
          {
            content: {
              pt: 'Com um pouco de açúcar',
              en: 'With a little sugar',
              es: 'Con un poco de azúcar',
              fr: 'Avec un peu de sucre',
            },
            feedback: {
              pt: 'Açúcar e café juntos na mesma xícara: a história inteira deste museu!',
              en: 'Sugar and coffee together in the same cup: the whole story of this museum!',
              es: 'Azúcar y café juntos en la misma taza: ¡toda la historia de este museo!',
              fr: 'Le sucre et le café réunis dans la même tasse : toute l’histoire de ce musée !',
            },
          },
          {
            content: { pt: 'Com leite', en: 'With milk', es: 'Con leche', fr: 'Avec du lait' },
            feedback: {
              pt: 'O café com leite é um clássico do café da manhã mineiro, de preferência com pão de queijo.',
              en: 'Coffee with milk is a classic of the Minas Gerais breakfast, ideally with pão de queijo.',
              es: 'El café con leche es un clásico del desayuno mineiro, mejor aún con pão de queijo.',
              fr: 'Le café au lait est un classique du petit-déjeuner du Minas Gerais, de préférence avec du pão de queijo.',
            },
          },
          {
            content: {
              pt: 'Não tomo café',
              en: 'I don’t drink coffee',
              es: 'No tomo café',
              fr: 'Je ne bois pas de café',
            },
            feedback: {
              pt: 'Tudo bem! Na casa-grande também se servia chá e chocolate quente às visitas.',
              en: 'That’s fine! In the big house, guests were also served tea and hot chocolate.',
              es: '¡No pasa nada! En la casa grande también se servía té y chocolate caliente a las visitas.',
              fr: 'Aucun problème ! Dans la maison de maître, on servait aussi du thé et du chocolat chaud aux invités.',
            },
          },
        ],
      },
      {
        statement: {
          pt: 'De qual parte do museu você mais gostou?',
          en: 'Which part of the museum did you enjoy most?',
          es: '¿Qué parte del museo le gustó más?',
          fr: 'Quelle partie du musée avez-vous préférée ?',
        },
        options: [
          {
            content: { pt: 'O engenho de açúcar', en: 'The sugar mill', es: 'El ingenio de azúcar', fr: 'La sucrerie' },
            feedback: {
              pt: 'A moenda e os tachos costumam ser os preferidos das crianças!',
              en: 'The mill and the boiling pans are usually the children’s favourites!',
              es: '¡El molino y las pailas suelen ser los favoritos de los niños!',
              fr: 'Le moulin et les chaudrons sont souvent les préférés des enfants !',
            },
          },
          {
            content: {
              pt: 'A torrefação do café',
              en: 'The coffee roasting',
              es: 'El tostado del café',
              fr: 'La torréfaction du café',
            },
            feedback: {
              pt: 'Nos fins de semana, o museu faz demonstrações de torra com café da região.',
              en: 'At weekends, the museum holds roasting demonstrations with local coffee.',
              es: 'Los fines de semana, el museo hace demostraciones de tostado con café de la región.',
              fr: 'Le week-end, le musée propose des démonstrations de torréfaction avec du café de la région.',
            },
          },
          {
            content: { pt: 'A casa-grande', en: 'The big house', es: 'La casa grande', fr: 'La maison de maître' },
            feedback: {
              pt: 'Se ainda não percorreu, siga a jornada A Casa-Grande e conheça o oratório da família.',
              en: 'If you haven’t yet, follow The Big House journey and see the family oratory.',
              es: 'Si aún no lo ha hecho, siga el recorrido La Casa Grande y conozca el oratorio familiar.',
              fr: 'Si ce n’est pas encore fait, suivez le parcours La Maison de maître et découvrez l’oratoire familial.',
            },
          },
        ],
      },
    ],
  };
}
